// The confirmation trip and the two-way folder pairs: two figures that say whether the order's
// life still reads in one place.
//
//   node tools/order-trip.mjs
//
// The trip starts at `verifyPayment` and walks the static call graph depth first, in source order,
// following every call the type checker resolves to a function declared in lib/ or models/ (each
// function once). It records the file the walk is in: entering a callee's file, then back in the
// caller's. "Returns" counts the times the walk enters a file it had already left.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const START = { file: "lib/domain/payments/verify-payment.ts", name: "verifyPayment" };

function createProgram(root) {
  const configPath = join(root, "tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const rootNames = config.fileNames.filter((file) => /\/(lib|models)\//.test(relative(root, file).replace(/^/, "/")));
  return ts.createProgram({ rootNames, options: { ...config.options, incremental: false, noEmit: true } });
}

/** The function-like declaration a call lands on, when it is ours (lib/ or models/). */
function calleeOf(call, checker, root) {
  let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const declaration of symbol?.declarations ?? []) {
    const file = relative(root, declaration.getSourceFile().fileName);
    if (!/^(lib|models)\//.test(file)) continue;
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration.body ? declaration : null;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = declaration.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
  }
  return null;
}

function findStart(program, root, start) {
  const source = program.getSourceFile(join(root, start.file));
  if (!source) throw new Error(`${start.file} is not in the program`);
  const found = source.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === start.name);
  if (!found) throw new Error(`${start.name} is not declared in ${start.file}`);
  return found;
}

/** Walks the trip from `start`; returns the files in the order the walk is in them. */
export function orderTrip({ root = ROOT, start = START } = {}) {
  const program = createProgram(root);
  const checker = program.getTypeChecker();
  const visited = new Set();
  const steps = [];
  const fileOf = (node) => relative(root, node.getSourceFile().fileName);
  const enter = (file) => {
    if (steps.at(-1) !== file) steps.push(file);
  };

  function visitFunction(fn) {
    visited.add(fn);
    const file = fileOf(fn);
    enter(file);
    const walk = (node) => {
      ts.forEachChild(node, walk);
      if (!ts.isCallExpression(node)) return;
      const callee = calleeOf(node, checker, root);
      if (!callee || visited.has(callee)) return;
      visitFunction(callee);
      enter(file);
    };
    if (fn.body) walk(fn.body);
  }

  visitFunction(findStart(program, root, start));
  return summarise(steps);
}

/** Distinct files, and how often the walk entered a file it had left before. */
export function summarise(steps) {
  const left = new Set();
  let returns = 0;
  steps.forEach((file, i) => {
    if (i > 0) left.add(steps[i - 1]);
    if (left.has(file)) returns += 1;
  });
  return { steps, files: [...new Set(steps)], returns };
}

/** Pairs of folders in lib/ whose files import each other both ways (folder = a file's directory). */
export function twoWayPairs({ root = ROOT } = {}) {
  const files = [];
  (function walk(dir) {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs)$/.test(name)) files.push(path);
    }
  })("lib");
  const folderOf = (path) => {
    const clean = path.replace(/^@\//, "").replace(/\.(ts|tsx|mjs)$/, "");
    return clean.startsWith("lib/") ? clean.split("/").slice(0, -1).join("/") : null;
  };
  const edges = new Set();
  for (const file of files) {
    const from = folderOf(file);
    const source = readFileSync(join(root, file), "utf8");
    for (const match of source.matchAll(/from\s+["'](@\/lib\/[^"']+)["']|import\(["'](@\/lib\/[^"']+)["']\)/g)) {
      const to = folderOf(match[1] ?? match[2]);
      if (to && to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  const pairs = [];
  for (const edge of edges) {
    const [a, b] = edge.split(" -> ");
    if (a < b && edges.has(`${b} -> ${a}`)) pairs.push(`${a} <-> ${b}`);
  }
  return pairs.sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const trip = orderTrip();
  console.log(`Confirmation trip from ${START.name}: ${trip.files.length} files, ${trip.returns} returns`);
  for (const file of trip.files) console.log(`  ${file}`);
  console.log(`Walk: ${trip.steps.join(" > ")}`);
  const pairs = twoWayPairs();
  console.log(`\nTwo-way folder pairs in lib/: ${pairs.length}`);
  for (const pair of pairs) console.log(`  ${pair}`);
}
