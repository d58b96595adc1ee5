import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (measured on 2026-11-29, a quiet machine,
 * two workers), the crawl's parts between files that keep a core busy: a crawl part waits on
 * frames and timers, so two side by side leave a core idle. Started first, the long ones do not
 * end the run alone while the other worker idles. On a machine that has run the suite before,
 * vitest's own record of each file's time orders the rest; on a fresh clone, the rest go by size.
 */
const LONGEST = [
  'layout-shift.test.ts',
  'forms.test.ts',
  'community-map.test.ts',
  'accessibility-3.test.ts',
  'sanitizer-matrix.test.ts',
  'accessibility-1.test.ts',
  'accounts.test.ts',
  'accessibility-2.test.ts',
  'floorplans.test.ts',
  'accessibility-5.test.ts',
  'forms-lifecycle.test.ts',
  'accessibility-6.test.ts',
  'forms-referrals.test.ts',
  'accessibility-4.test.ts',
  'every-widget-twice.test.ts',
  'homes.test.ts',
  'forms-apply.test.ts',
  'service-request.test.ts',
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const i = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return i < 0 ? LONGEST.length : i;
    };
    // Stable: within a rank (and between projects), vitest's own order stands.
    return sorted
      .map((file, i) => ({ file, i }))
      .sort(
        (a, b) =>
          a.file.project.config.sequence.groupOrder - b.file.project.config.sequence.groupOrder ||
          rank(a.file) - rank(b.file) ||
          a.i - b.i,
      )
      .map(({ file }) => file);
  }
}
