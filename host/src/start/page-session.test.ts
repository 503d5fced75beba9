import { PAGE_SESSION_ELEMENT_ID } from '@muestrario/shared/domain';
import { demoUser } from '@muestrario/shared/testing';
import { takePageSession } from './page-session';

function writeBlock(text: string) {
  const script = document.createElement('script');
  script.id = PAGE_SESSION_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

describe("the page's session block", () => {
  afterEach(() => document.getElementById(PAGE_SESSION_ELEMENT_ID)?.remove());

  it('is read once: the block is gone after it, so a second start asks the API', () => {
    writeBlock(JSON.stringify(demoUser));
    expect(takePageSession()).toEqual(demoUser);
    expect(document.getElementById(PAGE_SESSION_ELEMENT_ID)).toBeNull();
    expect(takePageSession()).toBeNull();
  });

  it('a block that is not a user is dropped too, and reads as none', () => {
    writeBlock('{"id": "1"}');
    expect(takePageSession()).toBeNull();
    expect(document.getElementById(PAGE_SESSION_ELEMENT_ID)).toBeNull();
  });
});
