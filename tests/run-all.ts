/**
 * `npm test`: the linter first (a second), then the type check (TypeScript 7's native compiler, a
 * few seconds) beside vitest's projects (unit, then browser). Prints each part's result and exits non-zero if any part failed. Arguments go to vitest.
 */
import { spawn } from 'node:child_process';

const run = (label: string, command: string, args: string[]) =>
  new Promise<{ label: string; code: number; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code) =>
      resolve({ label, code: code ?? 1, seconds: Math.round((performance.now() - started) / 1000) }),
    );
  });

const lint = await run('lint', 'npm', ['run', '--silent', 'lint']);
const results = [
  lint,
  ...(await Promise.all([
    run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
    run('vitest', 'npx', ['vitest', 'run', ...process.argv.slice(2)]),
  ])),
];
for (const r of results) console.log(`${r.code === 0 ? 'passed' : 'FAILED'}: ${r.label} (${r.seconds} s)`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
