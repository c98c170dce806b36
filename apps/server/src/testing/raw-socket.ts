import { connect, type Socket } from "node:net";

/** A raw TCP client for tests of connection handling: what it received, and its close as a promise. */
export type RawClient = { socket: Socket; received: () => string; closed: Promise<void>; connected: Promise<void> };

export function rawClient(port: number, localAddress = "127.0.0.1"): RawClient {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  let data = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (data += chunk));
  // A reset (the server destroying the socket) is a close too.
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, received: () => data, closed, connected };
}

/** Sends one request on the client and resolves with the response head once its blank line has arrived. */
export function requestOn(client: RawClient, request: string): Promise<string> {
  const before = client.received().length;
  return new Promise((resolve, reject) => {
    const onData = () => {
      const text = client.received().slice(before);
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return;
      client.socket.off("data", onData);
      resolve(text.slice(0, end));
    };
    client.socket.on("data", onData);
    void client.closed.then(() => reject(new Error(`closed before a response: ${JSON.stringify(client.received().slice(before, before + 200))}`)));
    client.socket.write(request);
  });
}
