import { LogScreen } from '../parts/LogScreen.tsx';

export default function OperationLogScreen() {
  return <LogScreen area="sysLogOp" />;
}
