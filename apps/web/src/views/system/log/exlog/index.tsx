import { LogScreen } from '../parts/LogScreen.tsx';

export default function ExceptionLogScreen() {
  return <LogScreen area="sysLogEx" />;
}
