/**
 * URLs that lead to the machine itself, the private network or the metadata server, written in
 * every form an attacker might try, all on `port`. The loopback forms reach a listener on
 * 127.0.0.1 or ::1 with that port (connection-counter.test-support.ts) if anything connects.
 * With a placeholder such as "<port>" the URLs name the test cases; `onPort` fills it in.
 */
export function privateUrlForms(port: number | string): string[] {
  return [
    // Loopback, in dotted, short, decimal, hex and octal forms.
    `http://127.0.0.1:${port}/cover.png`,
    `http://127.1:${port}/cover.png`,
    `http://2130706433:${port}/cover.png`,
    `http://0x7f.1:${port}/cover.png`,
    `http://0177.0.0.1:${port}/cover.png`,
    `https://127.0.0.1:${port}/cover.png`,
    // "This network": Linux connects 0.0.0.0 to the machine itself.
    `http://0.0.0.0:${port}/cover.png`,
    `http://0:${port}/cover.png`,
    // RFC 1918, carrier-grade NAT, link-local and the metadata server (also as a decimal).
    `http://10.0.0.1:${port}/cover.png`,
    `http://172.16.0.1:${port}/cover.png`,
    `http://172.31.255.254:${port}/cover.png`,
    `http://192.168.1.1:${port}/cover.png`,
    `http://100.64.0.1:${port}/cover.png`,
    `http://169.254.169.254:${port}/computeMetadata/v1/`,
    `http://2852039166:${port}/computeMetadata/v1/`,
    // Multicast, broadcast and documentation ranges.
    `http://224.0.0.1:${port}/cover.png`,
    `http://255.255.255.255:${port}/cover.png`,
    `http://192.0.2.1:${port}/cover.png`,
    // IPv6: loopback, unspecified, IPv4-mapped and IPv4-compatible loopback, NAT64 of 10.0.0.1,
    // unique-local, link-local, documentation.
    `http://[::1]:${port}/cover.png`,
    `http://[::]:${port}/cover.png`,
    `http://[::ffff:127.0.0.1]:${port}/cover.png`,
    `http://[::ffff:7f00:1]:${port}/cover.png`,
    `http://[::127.0.0.1]:${port}/cover.png`,
    `http://[64:ff9b::a00:1]:${port}/cover.png`,
    `http://[fc00::1]:${port}/cover.png`,
    `http://[fd12:3456::1]:${port}/cover.png`,
    `http://[fe80::1]:${port}/cover.png`,
    `http://[2001:db8::1]:${port}/cover.png`,
    // Names that lead inside whatever they resolve to.
    `http://metadata.google.internal:${port}/computeMetadata/v1/`,
    `http://metadata.google.internal.:${port}/computeMetadata/v1/`,
    `http://metadata:${port}/computeMetadata/v1/`,
    `http://localhost:${port}/cover.png`,
    `http://covers.localhost:${port}/cover.png`,
  ];
}

export function onPort(form: string, port: number): string {
  return form.replace("<port>", String(port));
}
