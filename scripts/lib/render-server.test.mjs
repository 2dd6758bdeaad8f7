import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from './paths.mjs';
import { missingRenderBuild, SSR_ENTRY } from './render-server.mjs';

const built = new Set([SSR_ENTRY, fromRoot('dist', 'index.html')]);

describe('missingRenderBuild', () => {
  it('says nothing when the app and its server render are built', () => {
    expect(missingRenderBuild({ exists: (file) => built.has(file) })).toBeNull();
  });

  it('says loudly that pages are not rendered, and how to build them, when dist-ssr/ is missing', () => {
    const message = missingRenderBuild({ exists: (file) => file !== SSR_ENTRY });
    expect(message).toContain('PAGES ARE NOT RENDERED ON THE SERVER');
    expect(message).toContain(`${path.join('dist-ssr', 'render-page.js')} is missing`);
    expect(message).toContain('npm run build');
  });

  it('names both when neither build is there', () => {
    expect(missingRenderBuild({ publicDir: '/nowhere', exists: () => false })).toContain(`${path.join('dist-ssr', 'render-page.js')} and /nowhere/index.html are missing`);
  });
});
