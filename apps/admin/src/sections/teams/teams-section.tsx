import { SectionPlaceholder } from "../section-placeholder";

export default function TeamsSection() {
  return <SectionPlaceholder title="Team Management" note="Team lists arrive with the team management feature." />;
}
