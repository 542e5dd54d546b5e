import { describe, expect, it } from 'vitest';
import { endpointText, nodeHealthById, stakeShare } from './node-health';

describe('node health', () => {
  it('reads node ids from Statuspage component names', () => {
    const map = nodeHealthById([
      { name: 'Demo Network | Network Uptime', status: 'operational' },
      { name: 'Node 0 (account 0.0.3) | Hosted by Alder', status: 'operational' },
      { name: 'Node 12 (account 0.0.15)', status: 'major_outage' },
    ]);
    expect([...map]).toEqual([
      ['0', 'operational'],
      ['12', 'major_outage'],
    ]);
  });
  it('computes stake shares exactly', () => {
    expect(stakeShare(1n, 8n)).toBe('12.5 %');
    expect(stakeShare(null, 8n)).toBe('—');
    expect(stakeShare(5, 0n)).toBe('—');
  });
});

describe('endpointText', () => {
  it('names the host by its domain when it has one, else its address', () => {
    expect(endpointText({ domain_name: 'node1.example', ip_address_v4: '', port: 50211 })).toBe('node1.example:50211');
    expect(endpointText({ domain_name: '', ip_address_v4: '192.0.2.1', port: 50212 })).toBe('192.0.2.1:50212');
  });
});
