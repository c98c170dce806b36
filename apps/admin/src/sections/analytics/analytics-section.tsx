import { SectionPlaceholder } from "../section-placeholder";

export default function AnalyticsSection() {
  return <SectionPlaceholder title="Analytics" note="The analytics dashboard arrives with the analytics feature." />;
}
