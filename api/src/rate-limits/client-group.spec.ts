import fc from 'fast-check';
import { clientGroup } from './client-group';

describe('clientGroup (the client a per-address limit counts)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1e', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (address, group) => expect(clientGroup(address)).toBe(group));

  it('puts every address of one /64 in the same group, and other /64s in others', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(
        fc.array(hextet, { minLength: 8, maxLength: 8 }),
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        (a, b) => {
          const sameNet = [...a.slice(0, 4), ...b].join(':');
          expect(clientGroup(a.join(':'))).toBe(clientGroup(sameNet));
          const otherNet = [a[0], a[1], a[2], ((parseInt(a[3], 16) + 1) % 0x10000).toString(16), ...a.slice(4)].join(
            ':',
          );
          expect(clientGroup(otherNet)).not.toBe(clientGroup(a.join(':')));
        },
      ),
    );
  });
});
