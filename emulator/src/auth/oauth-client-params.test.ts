// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authRefusal as refusal, validationRefusal } from '../testing/auth-refusal';
import { readRegisterParams, readUpdateParams } from './oauth-client-params';

const invalid = validationRefusal;
const register = (body: Record<string, unknown>) =>
  refusal(() => readRegisterParams({ redirect_uris: ['https://app.example/cb'], ...body }));
const uriProblem = (uri: string): unknown => refusal(() => readRegisterParams({ redirect_uris: [uri] }));
const uriRefusal = (uri: string, problem: string) =>
  invalid(`400: invalid redirect_uri '${uri.slice(0, 200)}': ${problem}`);

describe('an OAuth client registration', () => {
  it('defaults to a confidential client with both grants and client_secret_basic', () => {
    expect(readRegisterParams({ redirect_uris: ['https://app.example/cb'] })).toEqual({
      redirectUris: ['https://app.example/cb'],
      grantTypes: ['authorization_code', 'refresh_token'],
      clientType: 'confidential',
      authMethod: 'client_secret_basic',
      clientName: '',
      clientUri: '',
      logoUri: '',
    });
  });

  it('infers the type from the method and the method from the type', () => {
    const base = { redirect_uris: ['https://app.example/cb'] };
    expect(readRegisterParams({ ...base, token_endpoint_auth_method: 'none' })).toMatchObject({
      clientType: 'public',
      authMethod: 'none',
    });
    expect(readRegisterParams({ ...base, token_endpoint_auth_method: 'client_secret_post' })).toMatchObject({
      clientType: 'confidential',
      authMethod: 'client_secret_post',
    });
    expect(readRegisterParams({ ...base, client_type: 'public' })).toMatchObject({
      clientType: 'public',
      authMethod: 'none',
    });
    expect(readRegisterParams({ ...base, client_type: 'confidential' })).toMatchObject({
      clientType: 'confidential',
      authMethod: 'client_secret_basic',
    });
    expect(
      readRegisterParams({
        ...base,
        client_type: 'public',
        token_endpoint_auth_method: 'none',
        grant_types: ['refresh_token'],
        client_name: 'Kim',
        client_uri: 'https://kim.example',
        logo_uri: '/logo.svg',
      }),
    ).toEqual({
      redirectUris: ['https://app.example/cb'],
      grantTypes: ['refresh_token'],
      clientType: 'public',
      authMethod: 'none',
      clientName: 'Kim',
      clientUri: 'https://kim.example',
      logoUri: '/logo.svg',
    });
    expect(register({ client_type: 'public', token_endpoint_auth_method: 'client_secret_basic' })).toEqual(
      invalid(
        "client_type 'public' is inconsistent with token_endpoint_auth_method 'client_secret_basic' (expected client_type 'confidential')",
      ),
    );
    expect(register({ client_type: 'confidential', token_endpoint_auth_method: 'none' })).toEqual(
      invalid(
        "client_type 'confidential' is inconsistent with token_endpoint_auth_method 'none' (expected client_type 'public')",
      ),
    );
    expect(register({ client_type: 'other' })).toEqual(invalid("400: client_type must be 'public' or 'confidential'"));
    expect(register({ token_endpoint_auth_method: 'private_key_jwt' })).toEqual(
      invalid('400: token_endpoint_auth_method must be one of: [none client_secret_basic client_secret_post]'),
    );
  });

  it('reads fields as Go decodes them: null is absent, a wrong type fails the body', () => {
    expect(
      readRegisterParams({ redirect_uris: ['https://a.example/'], client_name: null, grant_types: null }),
    ).toMatchObject({
      clientName: '',
      grantTypes: ['authorization_code', 'refresh_token'],
    });
    expect(register({ client_name: 7 })).toEqual({
      status: 400,
      code: 'bad_json',
      message: 'Invalid JSON body: client_name must be a string',
    });
    expect(refusal(() => readRegisterParams({ redirect_uris: 'https://a.example/' }))).toEqual({
      status: 400,
      code: 'bad_json',
      message: 'Invalid JSON body: redirect_uris must be an array of strings',
    });
    expect(refusal(() => readRegisterParams({ redirect_uris: [7] }))).toMatchObject({ code: 'bad_json' });
    expect(refusal(() => readRegisterParams({ redirect_uris: [null] }))).toEqual(
      uriRefusal('', 'redirect URI cannot be empty'),
    );
  });

  it('needs 1 to 10 redirect URIs and 1 or 2 known grants', () => {
    expect(refusal(() => readRegisterParams({}))).toEqual(invalid('400: redirect_uris is required'));
    const ten = Array.from({ length: 10 }, (_, i) => `https://app.example/${i}`);
    expect(readRegisterParams({ redirect_uris: ten }).redirectUris).toEqual(ten);
    expect(refusal(() => readRegisterParams({ redirect_uris: [...ten, 'https://app.example/x'] }))).toEqual(
      invalid('400: redirect_uris cannot exceed 10 items'),
    );
    expect(register({ grant_types: ['client_credentials'] })).toEqual(
      invalid("400: grant_types must only contain 'authorization_code' and/or 'refresh_token'"),
    );
    expect(readRegisterParams({ redirect_uris: ['https://a.example/'], grant_types: [] }).grantTypes).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
  });

  it('takes an absolute redirect URI without a fragment, plain HTTP only on loopback', () => {
    for (const uri of [
      'https://app.example/cb',
      'http://localhost:3000/cb',
      'http://127.0.0.1/cb',
      'http://[::1]:8080/cb',
      'com.example.app://callback',
      'https://user@app.example/cb',
      'https://app.example/cb#',
    ]) {
      expect(readRegisterParams({ redirect_uris: [uri] }).redirectUris).toEqual([uri]);
    }
    const longest = `https://app.example/${'a'.repeat(2048 - 'https://app.example/'.length)}`;
    expect(readRegisterParams({ redirect_uris: [longest] }).redirectUris).toEqual([longest]);
    expect(uriProblem(`${longest}a`)).toEqual(uriRefusal(`${longest}a`, 'longer than 2048 bytes'));
    expect(uriProblem('https://app.example/a,b')).toEqual(
      uriRefusal('https://app.example/a,b', 'a comma is not allowed in a redirect URI'),
    );
    expect(uriProblem('https://app.example/\tcb')).toEqual(
      uriRefusal('https://app.example/\tcb', 'invalid URL format'),
    );
    expect(uriProblem('https://app.exa mple/')).toEqual(uriRefusal('https://app.exa mple/', 'invalid URL format'));
    expect(uriProblem('/relative/cb')).toEqual(uriRefusal('/relative/cb', 'must have scheme and host'));
    expect(uriProblem('https://user@/cb')).toEqual(uriRefusal('https://user@/cb', 'must have scheme and host'));
    expect(uriProblem('JavaScript://x/alert')).toEqual(
      uriRefusal('JavaScript://x/alert', "scheme 'JavaScript' is not allowed for security reasons"),
    );
    for (const uri of ['http://app.example/cb', 'http://localhost.example/cb', 'http://[::2]/cb']) {
      expect(uriProblem(uri)).toEqual(uriRefusal(uri, 'HTTP scheme only allowed for localhost'));
    }
    expect(uriProblem('https://app.example/cb#x')).toEqual(
      uriRefusal('https://app.example/cb#x', 'fragment not allowed in redirect URI'),
    );
  });

  it('takes a name up to 1024 bytes and client and logo URIs up to 2048, absolute or a path', () => {
    expect(
      readRegisterParams({ redirect_uris: ['https://a.example/'], client_name: 'é'.repeat(512) }).clientName,
    ).toHaveLength(512);
    expect(register({ client_name: `${'é'.repeat(512)}x` })).toEqual(
      invalid('400: client_name cannot exceed 1024 characters'),
    );
    const uri = `https://kim.example/${'a'.repeat(2048 - 'https://kim.example/'.length)}`;
    expect(readRegisterParams({ redirect_uris: ['https://a.example/'], client_uri: uri }).clientUri).toBe(uri);
    expect(register({ client_uri: `${uri}a` })).toEqual(invalid('400: client_uri cannot exceed 2048 characters'));
    expect(register({ logo_uri: `${uri}a` })).toEqual(invalid('400: logo_uri cannot exceed 2048 characters'));
    expect(register({ logo_uri: 'logo.svg' })).toEqual(invalid('400: logo_uri must be a valid URL'));
    expect(register({ client_uri: 'https://kim.example/a b' })).toEqual(invalid('400: client_uri must be a valid URL'));
    expect(register({ client_uri: 'https://kim.example/\u007f' })).toEqual(
      invalid('400: client_uri must be a valid URL'),
    );
  });
});

describe('an OAuth client update', () => {
  it('reads only the fields sent, and refuses an empty update', () => {
    expect(refusal(() => readUpdateParams({}, 'public'))).toEqual(invalid('No fields provided for update'));
    expect(refusal(() => readUpdateParams({ client_name: null }, 'public'))).toEqual(
      invalid('No fields provided for update'),
    );
    expect(readUpdateParams({ client_name: 'Kim' }, 'public')).toEqual({
      redirectUris: undefined,
      grantTypes: undefined,
      clientName: 'Kim',
      clientUri: undefined,
      logoUri: undefined,
    });
    expect(readUpdateParams({ token_endpoint_auth_method: 'none' }, 'public')).toMatchObject({ authMethod: 'none' });
  });

  it('checks what is sent, without the registration prefix', () => {
    expect(refusal(() => readUpdateParams({ redirect_uris: [] }, 'public'))).toEqual(
      invalid('redirect_uris cannot be empty'),
    );
    expect(refusal(() => readUpdateParams({ grant_types: [] }, 'public'))).toEqual(
      invalid('grant_types cannot be empty'),
    );
    expect(refusal(() => readUpdateParams({ client_name: `${'n'.repeat(1025)}` }, 'public'))).toEqual(
      invalid('client_name cannot exceed 1024 characters'),
    );
    expect(refusal(() => readUpdateParams({ client_uri: 'nope' }, 'public'))).toEqual(
      invalid('client_uri must be a valid URL'),
    );
    expect(refusal(() => readUpdateParams({ logo_uri: 'nope' }, 'public'))).toEqual(
      invalid('logo_uri must be a valid URL'),
    );
    expect(readUpdateParams({ client_uri: '', logo_uri: '' }, 'public')).toMatchObject({ clientUri: '', logoUri: '' });
  });

  it("takes only an auth method that fits the client's type", () => {
    expect(refusal(() => readUpdateParams({ token_endpoint_auth_method: 'magic' }, 'public'))).toEqual(
      invalid('invalid token_endpoint_auth_method: must be one of [none client_secret_basic client_secret_post]'),
    );
    expect(refusal(() => readUpdateParams({ token_endpoint_auth_method: 'client_secret_post' }, 'public'))).toEqual(
      invalid(
        "token_endpoint_auth_method 'client_secret_post' is not valid for client_type 'public'; valid methods: [none]",
      ),
    );
    expect(refusal(() => readUpdateParams({ token_endpoint_auth_method: 'none' }, 'confidential'))).toEqual(
      invalid(
        "token_endpoint_auth_method 'none' is not valid for client_type 'confidential'; valid methods: [client_secret_basic client_secret_post]",
      ),
    );
    expect(readUpdateParams({ token_endpoint_auth_method: 'client_secret_post' }, 'confidential').authMethod).toBe(
      'client_secret_post',
    );
  });
});
