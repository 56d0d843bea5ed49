import { isLoopbackHost } from "../loopback";

describe("a host on this machine", () => {
  it("is localhost, 127.0.0.0/8 or [::1], with or without a port, in any case", () => {
    for (const host of ["localhost", "LOCALHOST:8000", "127.0.0.1", "127.1.2.3:9000", "[::1]", "[::1]:8080"])
      expect([host, isLoopbackHost(host)]).toEqual([host, true]);
    for (const host of ["postcodes.io", "localhost.example.org", "128.0.0.1", "10.0.0.1:8080", "::1x", ""])
      expect([host, isLoopbackHost(host)]).toEqual([host, false]);
  });
});
