// Sums every suite of `npm test` into the one closing line CI reads: "N passed, N failed".
// Lint, type check, build and the first-load budgets count as one check each; vitest (twice: the
// unit and API tests, and the fault tests) and Playwright count their tests.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const SINGLE_CHECKS = new Set(['lint', 'typecheck', 'build', 'first-load']);
let passed = 0;
let failed = 0;
let skipped = 0;
// Named again just above the closing line, which is all a CI log's tail may keep.
const failures = [];
const flaky = []; // failed, then passed on CI's second try (vitest.config.ts, playwright.config.ts)

for (const file of readdirSync(dir).filter((f) => f.endsWith('.status'))) {
  const name = path.basename(file, '.status');
  const ok = readFileSync(path.join(dir, file), 'utf8').trim() === 'ok';
  if (SINGLE_CHECKS.has(name)) {
    if (ok) passed++;
    else {
      failed++;
      failures.push(name);
    }
  } else if (!ok && !existsSync(path.join(dir, `${name === 'e2e' ? 'playwright' : name}.json`))) {
    failed++; // the runner itself crashed before writing results
    console.log(`${name}: no results written`);
  }
}

// The unit and API tests, and the fault tests (their own vitest run).
for (const vitestFile of ['vitest.json', 'faults.json'].map((f) => path.join(dir, f))) {
  if (!existsSync(vitestFile)) continue;
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed +=
    (v.numFailedTests ?? 0) +
    (v.numFailedTestSuites && !v.numFailedTests ? v.numFailedTestSuites : 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const before = failures.length;
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${where} › ${t.fullName}`);
      else if (t.status === 'passed' && t.failureMessages?.length) {
        flaky.push(`${where} › ${t.fullName}: ${t.failureMessages[0].split('\n')[0]}`);
      }
    }
    if (file.status === 'failed' && failures.length === before)
      failures.push(`${where} (the file failed to run)`);
  }
}

const pwFile = path.join(dir, 'playwright.json');
if (existsSync(pwFile)) {
  const s = JSON.parse(readFileSync(pwFile, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${[...titles, spec.title].join(' › ')} [${t.projectName}]`;
        if (t.status === 'unexpected') failures.push(name);
        if (t.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(pwFile, 'utf8')).suites ?? [])
    walk(suite, [suite.title]);
  skipped += s.skipped ?? 0;
  if ((s.expected ?? 0) + (s.unexpected ?? 0) === 0) {
    console.log('e2e: no tests ran');
    failed++;
  }
}

if (flaky.length > 0) {
  console.log(`flaky (passed on the second try):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
}
if (failures.length > 0) console.log(`failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
