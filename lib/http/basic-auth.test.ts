import { describe, expect, it } from 'vitest';
import { authenticateBasic } from './basic-auth';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
const USERS = [
  { username: 'relay', password: 's3cret:with colon', limit: 1000 },
  { username: 'ops', password: 'pw' },
];

describe('authenticateBasic', () => {
  it('finds the user whose name and password both match (the password may hold colons), any scheme case', () => {
    expect(authenticateBasic(basic('relay:s3cret:with colon'), USERS)).toEqual({ kind: 'user', user: USERS[0] });
    expect(authenticateBasic(basic('ops:pw').replace('Basic', 'basic'), USERS)).toEqual({
      kind: 'user',
      user: USERS[1],
    });
  });

  it('refuses Basic credentials that match nobody, that do not decode, or when no user is configured', () => {
    for (const header of [
      basic('relay:wrong'),
      basic('nobody:pw'),
      basic('ops:PW'),
      basic('no-colon'),
      'Basic !!!',
      'Basic',
    ]) {
      expect(authenticateBasic(header, USERS), header).toEqual({ kind: 'refused' });
    }
    expect(authenticateBasic(basic('ops:pw'), [])).toEqual({ kind: 'refused' });
  });

  it('leaves requests without Basic credentials alone', () => {
    expect(authenticateBasic(null, USERS)).toEqual({ kind: 'anonymous' });
    expect(authenticateBasic('Bearer abc', USERS)).toEqual({ kind: 'anonymous' });
    expect(authenticateBasic('Basicish abc', USERS)).toEqual({ kind: 'anonymous' });
  });
});
