import { parsePageSession } from './page-session';

const user = { id: 3, username: 'demo', firstName: 'Mariana', lastName: 'López', role: 'seller' };

describe('parsePageSession', () => {
  it("reads the user's details the server wrote, and only their fields", () => {
    expect(parsePageSession(JSON.stringify({ ...user, passwordHash: 'x' }))).toEqual(user);
    expect(parsePageSession(JSON.stringify({ ...user, firstName: 'A</script><script>alert(1)</script>' }).replace(/</g, '\\u003c'))?.firstName).toBe(
      'A</script><script>alert(1)</script>',
    );
  });

  it.each([
    ['no block', null],
    ['empty', ''],
    ['not JSON', '{id: 3'],
    ['null', 'null'],
    ['a list', '[1]'],
    ['a string id', JSON.stringify({ ...user, id: '3' })],
    ['a fractional id', JSON.stringify({ ...user, id: 3.5 })],
    ['no username', JSON.stringify({ ...user, username: undefined })],
    ['a role that does not exist', JSON.stringify({ ...user, role: 'root' })],
  ])('%s: none (the app asks the API)', (_, text) => {
    expect(parsePageSession(text)).toBeNull();
  });
});
