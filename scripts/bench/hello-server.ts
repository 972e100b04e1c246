/**
 * The ceiling: the least an HTTP server on this machine can do per request. Node's own `http`
 * module answering a fixed JSON body, no framework, no database. Listens on 127.0.0.1:$PORT.
 */
import http from "node:http";

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error("hello-server: PORT must be a port number");
  process.exit(1);
}

// A small JSON body like the API's, so the bytes on the wire are comparable.
const body = JSON.stringify({ status: "ok" });

const server = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
  res.end(body);
});

const shutdown = () => {
  server.close(() => process.exit(0));
  // Kept-alive connections from the load generator would otherwise hold close() open.
  server.closeAllConnections();
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);

server.listen(port, "127.0.0.1");
