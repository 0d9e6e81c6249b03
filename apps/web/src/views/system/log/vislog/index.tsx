import { LogScreen } from '../parts/LogScreen.tsx';

export default function VisitLogScreen() {
  return <LogScreen area="sysLogVis" />;
}
