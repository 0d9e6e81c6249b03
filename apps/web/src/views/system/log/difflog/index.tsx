import { LogScreen } from '../parts/LogScreen.tsx';

export default function DifferenceLogScreen() {
  return <LogScreen area="sysLogDiff" />;
}
