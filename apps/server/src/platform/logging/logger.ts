/** The part of the server's logger (pino, `app.log` / `request.log`) a service writes to. */
export interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
