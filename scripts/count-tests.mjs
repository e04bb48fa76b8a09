// Prints "N passed, N failed" (and skipped) over the JSON reports of Vitest and Playwright,
// preceded by the name and first error lines of each failed test, so that the last lines of a
// long run say what failed and why.
import fs from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

// Terminal colour codes (ESC [ … m) in error messages.
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** The first few non-empty lines of an error, on one line: enough to tell what went wrong. */
const firstLines = (text) =>
  String(text ?? "")
    .replace(colourCodes, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, 6)
    .join(" | ")
    .slice(0, 700);

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") {
        failures.push(
          `${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`,
        );
      }
    }
    // A file that failed to load has no assertions but a message of its own.
    if ((file.assertionResults ?? []).length === 0 && file.status === "failed") {
      failures.push(`${file.name.replace(`${process.cwd()}/`, "")}: ${firstLines(file.message)}`);
    }
  }
}

function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected") {
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${[...path, spec.title].join(" › ")}: ${firstLines(error)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  if (typeof report.numPassedTests === "number") {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    vitestFailures(report);
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
  }
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
