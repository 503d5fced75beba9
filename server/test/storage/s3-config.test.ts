import { ConfigError, loadConfig, parseS3 } from '../../src/config';

describe('S3_* configuration', () => {
  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads an S3-compatible server: bucket in the path by default, credentials together', () => {
    expect(
      parseS3({ S3_BUCKET: 'muestras', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secreto' }),
    ).toEqual({
      bucket: 'muestras',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secreto' },
      forcePathStyle: true,
    });
  });

  it('reads AWS itself: region, virtual-host style, the SDK credential chain', () => {
    expect(parseS3({ S3_BUCKET: 'muestras', S3_REGION: 'us-west-2' })).toEqual({
      bucket: 'muestras',
      endpoint: undefined,
      region: 'us-west-2',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(parseS3({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.test', S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT sin S3_BUCKET/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: '127.0.0.1:9000' }, /S3_ENDPOINT debe ser una URL/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, /S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas/],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'quizá' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses %j with a message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
