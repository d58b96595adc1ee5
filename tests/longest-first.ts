import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (measured on 2026-11-29, a quiet
 * machine, three workers). Started first, they do not end the run alone while the other
 * worker idles. On a machine that has run the suite before, vitest's own record of each file's
 * time orders the rest; on a fresh clone, the rest go by size.
 */
const LONGEST = [
  'community-map.test.ts',
  'layout-shift-1280.test.ts',
  'layout-shift-375.test.ts',
  'forms.test.ts',
  'accounts.test.ts',
  'floorplans.test.ts',
  'every-widget-twice.test.ts',
  'sanitizer-matrix.test.ts',
  'accessibility-1.test.ts',
  'accessibility-3.test.ts',
  'accessibility-6.test.ts',
  'homes.test.ts',
  'forms-lifecycle.test.ts',
  'accessibility-2.test.ts',
  'forms-referrals.test.ts',
  'accessibility-5.test.ts',
  'accessibility-4.test.ts',
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
