import { E2E_PORTS } from '../../../playwright.config';

/** The person who signs in with "Google" (the local OpenID provider) in the end-to-end tests. */
export const GOOGLE_ACCOUNT = {
  sub: 'grace',
  email: 'grace.hopper@gmail.test',
  name: 'Grace Hopper',
  picture: `http://127.0.0.1:${E2E_PORTS.emulator}/storage/v1/object/public/designers/aisha-okafor.svg`,
};
