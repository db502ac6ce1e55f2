// `npm test`: every test, in three stages. The checks that read only the sources (typecheck, lint, the message
// catalogues) run while the front end builds, since on a CI machine the build waits mostly on its own threads and
// the checks on one; then the unit and API tests (some render with the build); then the end-to-end tests.
// A failing stage stops the run with its exit code, as `a && b && c` did.
import { spawn } from 'node:child_process';
import { root } from './apps.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>` with each output line prefixed by `[label]` (so parallel stages stay readable). */
function run(script, label) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function sequence(scripts) {
  for (const script of scripts) {
    const started = Date.now();
    const code = await run(script, script);
    console.info(
      `[${script}] ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (code !== 0) return code;
  }
  return 0;
}

const stages = [[['typecheck', 'lint', 'i18n:check'], ['build']], [['test:unit']], [['test:e2e']]];
for (const parallel of stages) {
  const codes = await Promise.all(parallel.map(sequence));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
