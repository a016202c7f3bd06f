// The module each render thread starts with (piscina's `filename`); plain CommonJS, not
// TypeScript, because render threads run without a loader.
//
// It imports the renderer bundle (workerData.bundleUrl) with import(), so the bundle and the
// packages it imports load as ES modules. Given the bundle itself, piscina first tries
// require(); under `node --import tsx` (the tests, bench:build) that succeeded through tsx,
// which recompiles the bundle and every package it imports (micromark, React, highlight.js) to
// CommonJS with a getter per export: the 2,011-page corpus rendered in ~35 s instead of ~29.
'use strict';
const { workerData } = require('piscina');

let renderBatch;
module.exports = async function renderThreadBatch(task) {
  renderBatch ??= import(workerData.bundleUrl).then((bundle) => bundle.default);
  return (await renderBatch)(task);
};
