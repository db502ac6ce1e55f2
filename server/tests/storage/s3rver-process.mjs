/**
 * s3rver in a process of its own, started by s3-stand-in.ts with --openssl-legacy-provider: s3rver makes its
 * ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 refuses without it (and which the test
 * runner's own process should not be switched to). Prints `{"port":…}` once it listens; SIGTERM stops it.
 */
import S3rver from 's3rver';

const [port = '0', directory = '', bucket = ''] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
