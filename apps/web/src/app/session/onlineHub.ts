import type { ApprovalHubPayload } from '@retail/contracts/api/system/approval';
import type { NoticeOutput } from '@retail/contracts/api/system/notice';
import { http } from '../../api/http.ts';
import { getAccessToken } from '../../stores/storage.ts';
import { leaveToLogin } from './endSession.ts';

export interface HubHandlers {
  onNotice(notice: NoticeOutput): void;
  /** Each (re)connection: events sent while disconnected are lost, so lists are read again. */
  onConnect?(): void;
  onOnlineList?(payload: { realName: string; online: boolean }): void;
  /** A scheduled job's run started or ended (sent to platform administrators). */
  onJobRunChanged?(): void;
  /** An approval to-do arrived, went away, or a notify step told the user of an approval. */
  onApprovalTodo?(payload: ApprovalHubPayload): void;
}

const RETRY_LIMIT = 5;

/**
 * The real-time hub `/hubs/onlineUser` (docs/architecture.md "Real-time hub"), socket.io-client loaded on
 * demand. A refused token (expired) is renewed by an ordinary API call, which refreshes it, then the
 * socket connects again. `ForceOffline` (session revoked on the server) clears the session and goes to
 * /login at once. Returns the disconnect function.
 */
export async function connectOnlineHub(handlers: HubHandlers): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket = io(window.location.origin, {
    path: '/hubs/onlineUser',
    transports: ['websocket'],
    auth: (send) => send({ token: getAccessToken() ?? '' }),
    reconnectionDelay: 5000,
  });
  let failures = 0;
  socket.on('connect', () => {
    failures = 0;
    handlers.onConnect?.();
  });
  socket.on('connect_error', () => {
    if (socket.active || failures >= RETRY_LIMIT) return;
    failures += 1;
    // Refused by the server (token expired or revoked): any API call refreshes the token or ends the session.
    void http
      .get('/api/sysAuth/userInfo')
      .then(() => setTimeout(() => socket.connect(), 1000 * failures))
      .catch(() => undefined);
  });
  socket.on('PublicNotice', (notice: NoticeOutput) => handlers.onNotice(notice));
  socket.on('OnlineUserList', (payload: { realName: string; online: boolean }) =>
    handlers.onOnlineList?.(payload),
  );
  socket.on('JobRunChanged', () => handlers.onJobRunChanged?.());
  socket.on('ApprovalTodo', (payload: ApprovalHubPayload) => handlers.onApprovalTodo?.(payload));
  socket.on('ForceOffline', () => {
    socket.disconnect();
    leaveToLogin();
  });
  return () => {
    socket.disconnect();
  };
}
