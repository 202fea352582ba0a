import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import {
  FAILURE_REPORT_ATTACHMENT,
  formatFailureReport,
  type FailureReport,
} from './failureReport.ts';

/** Short enough that a few failures fit in the tail of a CI log. */
const DIGEST_LIMITS = { snapshotLines: 20, logLines: 20 };

/**
 * Prints, after the list reporter's summary, what each failed test saw (failureReport.ts). A CI
 * log that keeps only the end of the output still shows why the tests failed, not only where.
 */
export default class FailureDigest implements Reporter {
  private readonly failures: { title: string; report: FailureReport }[] = [];

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find(({ name }) => name === FAILURE_REPORT_ATTACHMENT);
    if (!attachment?.body) return;
    try {
      const report = JSON.parse(attachment.body.toString('utf8')) as FailureReport;
      this.failures.push({ title: test.titlePath().filter(Boolean).join(' › '), report });
    } catch (error) {
      console.warn(`Unreadable failure report of ${test.title}`, error);
    }
  }

  onEnd() {
    for (const { title, report } of this.failures) {
      process.stdout.write(`\n=== what "${title}" saw\n`);
      process.stdout.write(`${formatFailureReport(report, DIGEST_LIMITS)}\n`);
    }
  }
}
