import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import mangle from '../../../build/preact-mangle.json' with { type: 'json' };
import { COMPAT_SOURCES, checkVersion, splitCompatImports } from '../../../build/preact-compat';

const at = (file: string) => JSON.stringify(join(COMPAT_SOURCES, file));

describe('imports of React names that only some widgets use, built as imports of their own modules', () => {
  it('takes memo, forwardRef, PureComponent, Children and createPortal out of the import, keeping the rest, types and aliases', () => {
    expect(splitCompatImports("import { type ReactNode, memo, useState as state } from 'react';")).toBe(
      `import { type ReactNode, useState as state } from 'react'; import { memo } from ${at('memo.js')}; import ${at('forwardRef.js')};`,
    );
    expect(splitCompatImports("import { createPortal } from 'react-dom';")).toBe(
      `import { createPortal } from ${at('portals.js')};`,
    );
    expect(splitCompatImports("import {\n  Children as kids,\n  forwardRef,\n} from 'preact/compat';")).toBe(
      `import { Children as kids } from ${at('Children.js')}; import { forwardRef } from ${at('forwardRef.js')};`,
    );
  });

  it('reads an import however it is written: double quotes, braces over lines, comments, `export … from`, a default beside the names', () => {
    expect(splitCompatImports('import {\n  memo, // skips renders\n  /* state */ useState,\n} from "react"\n')).toBe(
      `import { useState } from 'react'; import { memo } from ${at('memo.js')}; import ${at('forwardRef.js')};\n`,
    );
    expect(splitCompatImports('export { createPortal as portal } from "react-dom";')).toBe(
      `export { createPortal as portal } from ${at('portals.js')};`,
    );
    expect(splitCompatImports("import React, { Children } from 'react';")).toBe(
      `import React from 'react'; import { Children } from ${at('Children.js')};`,
    );
  });

  it('leaves alone an import without those names, and other packages', () => {
    for (const line of [
      "import { useEffect, type ComponentType } from 'react';",
      "import { memo } from 'preact/hooks';",
      "import { createRoot } from 'react-dom/client';",
      'import type { memo } from "react";',
      "import { type memo } from 'react';",
    ])
      expect(splitCompatImports(line)).toBe(line);
  });
});

describe('the one preact the rebuilt compat fits', () => {
  it('is pinned in package.json at the version build/preact-mangle.json was made for', () => {
    expect(pkg.dependencies.preact).toBe(mangle.preact);
  });

  it('stops the build on any other, saying what to do', () => {
    expect(() => checkVersion('10.30.0')).toThrow(
      `build/preact-mangle.json was made for preact ${mangle.preact} but 10.30.0 is installed: pin "preact": "${mangle.preact}" in package.json and run npm install, or regenerate`,
    );
    expect(() => checkVersion(mangle.preact)).not.toThrow();
  });
});
