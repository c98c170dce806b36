import { SectionPlaceholder } from "../section-placeholder";

export default function BookmakersSection() {
  return <SectionPlaceholder title="Bookmaker Management" note="Bookmaker management arrives with the bookmaker back-office feature." />;
}
