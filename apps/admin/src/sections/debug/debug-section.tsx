import { SectionPlaceholder } from "../section-placeholder";

export default function DebugSection() {
  return <SectionPlaceholder title="Debug Tools" note="API usage and data filters arrive with the sync feature." />;
}
