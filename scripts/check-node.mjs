// npm runs on the machine's Node (20 on fresh Debian); the project pins Node 24 as a devDependency
// whose binary npm puts first on PATH inside scripts. After `npm ci --ignore-scripts` that binary
// is missing and scripts would silently run on Node 20, so fail loudly instead.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running, but this project needs Node 24 (installed by npm as a devDependency).\n` +
      'Run `npm install` (without --ignore-scripts) and start tools through `npm run …`.',
  );
  process.exit(1);
}
