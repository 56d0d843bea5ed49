/**
 * Whether a host names this machine: `localhost`, an address of 127.0.0.0/8 or `[::1]`, with or
 * without a port ("127.0.0.1:8080", a Host header's form) and in any case. The console, the MCP
 * server's guards and the API catalog tell a server on the reader's own machine by it.
 */
export const isLoopbackHost = (host: string): boolean => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i.test(host.trim().replace(/:\d+$/, ""));
