// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isIpv4, isIpv6, isPrivateAddress } from './private-addresses.ts';

describe('isPrivateAddress', () => {
  it('refuses IPv4 addresses off the public internet, and lets public ones through', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '8.8.8.8.8',
      '8.8.8',
      '8.8.8.1e2',
      '8.8.8.256',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['1.1.1.1', '8.8.8.8', '8.8.8.255', '151.101.1.69', '172.32.0.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses IPv6 loopback, unspecified, local and IPv4 addresses carried inside IPv6', () => {
    for (const address of [
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:0.0.0.1',
      '::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      'fd00:ec2::254',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      '2002:c0a8:0101::1',
      'not an address',
      '1::2::3',
      '2606:4700:4700:0:0:0:1111',
      '2606:4700:4700:0:0:0:0:0:1111',
      '0:1::808:808',
      '::2:808:808',
      '64:1::808:808',
      '64:ff9b:1::808:808',
      '100::1',
      '1fff::1',
      '4000::1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      '2606:4700:4700::1111',
      '2606:4700::',
      '2606:4700:4700:0:0:0:0:1111',
      '[2606:4700:4700::1111%eth0]',
      '2001:4860:4860::8888',
      '2606:db8::1',
      '3fff::1',
      '::ffff:8.8.8.8',
      '::8.8.8.8',
      '2002:0808:0808::1',
      '64:ff9b::808:808',
    ])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('tells an IPv4 address, an IPv6 address and a name apart', () => {
    expect(isIpv4('8.8.8.8')).toBe(true);
    expect(isIpv4('8.8.8')).toBe(false);
    expect(isIpv4('example.com')).toBe(false);
    expect(isIpv6('::1')).toBe(true);
    expect(isIpv6('example.com')).toBe(false);
  });
});
