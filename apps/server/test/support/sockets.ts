import { io, type Socket } from 'socket.io-client';

/** A socket.io client of /hubs/onlineUser; resolves once connected, rejects on a refused handshake. */
export function connectHub(
  baseUrl: string,
  token: string | undefined,
  via: 'auth' | 'query' = 'auth',
): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/hubs/onlineUser',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token === undefined ? {} : via === 'auth' ? { auth: { token } } : { query: { access_token: token } }),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next payload of an event on the socket. */
export function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}
