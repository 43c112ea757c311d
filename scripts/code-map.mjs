// Two figures that say whether the order's life still reads in one place:
//
//   node scripts/code-map.mjs
//
// 1. The confirmation trip: from `verifyPayment` to issued tickets. The walk starts at that
//    exported function and goes depth first, in source order, into every call the type checker
//    resolves to a function of the order's code (ORDER_CODE below), reading each function once;
//    the trip ends once the walk has read `issueTickets`. It lists the files of the functions in the
//    order it reads them (into a callee's file, back in the caller's when it reads on there) and
//    counts the returns: the times it reads a function in a file it had already left.
//    Calls into other code (platform, mail, the change feed, refunds, plans, sales days, the gate)
//    are services the order uses, not its trip: the walk does not go into them.
// 2. The two-way folder pairs in lib/: folders (a file's directory) whose files import each other.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const START = "verifyPayment";
const END = "issueTickets";
/** The order's code: its lifecycle, inventory and gateway, and where they lived before (tickets, promo). */
const ORDER_CODE = /^(lib\/domain\/(orders|inventory|payments|tickets|promo|seating)|models)\//;

function createProgram(root) {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const config = ts.getParsedCommandLineOfConfigFile(join(root, "tsconfig.json"), {}, host);
  const rootNames = config.fileNames.filter((file) => ORDER_CODE.test(relative(root, file)));
  return ts.createProgram({ rootNames, options: { ...config.options, incremental: false } });
}

const isFunctionLike = (node) => node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

/** The function a call lands on, when it is declared in the order's code. */
function calleeOf(call, checker, root) {
  const target = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  let symbol = checker.getSymbolAtLocation(target);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const declaration of symbol?.declarations ?? []) {
    if (!ORDER_CODE.test(relative(root, declaration.getSourceFile().fileName))) continue;
    if ((ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) && declaration.body) return declaration;
    if (ts.isVariableDeclaration(declaration) && isFunctionLike(declaration.initializer)) return declaration.initializer;
  }
  return null;
}

/** The exported function declaration named `name`, wherever it lives in lib/. */
function findFunction(program, root, name) {
  for (const source of program.getSourceFiles()) {
    if (!relative(root, source.fileName).startsWith("lib/")) continue;
    const found = source.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === name && s.body);
    if (found) return found;
  }
  throw new Error(`No function ${name} in lib/`);
}

/** Files in the order the walk reads functions in them; "returns" counts re-entries of a file it had left. */
export function summarise(steps) {
  const left = new Set();
  let returns = 0;
  steps.forEach((file, i) => {
    if (i > 0) left.add(steps[i - 1]);
    if (left.has(file)) returns += 1;
  });
  return { steps, files: [...new Set(steps)], returns };
}

/** The walk from `start`, ending once it has read `end` (or, with `end: null`, once it has read everything). */
export function orderTrip({ root = ROOT, start = START, end = END } = {}) {
  const program = createProgram(root);
  const checker = program.getTypeChecker();
  const read = new Set();
  const steps = [];
  let arrived = false;

  function readFunction(fn) {
    read.add(fn);
    const file = relative(root, fn.getSourceFile().fileName);
    if (steps.at(-1) !== file) steps.push(file);
    const walk = (node) => {
      ts.forEachChild(node, walk);
      if (arrived || !ts.isCallExpression(node)) return;
      const callee = calleeOf(node, checker, root);
      if (callee && !read.has(callee)) readFunction(callee);
    };
    walk(fn.body);
    if (end && ts.isFunctionDeclaration(fn) && fn.name?.text === end) arrived = true;
  }

  readFunction(findFunction(program, root, start));
  return summarise(steps);
}

/** Pairs of folders in lib/ whose files import each other (folder = a file's directory). */
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
  console.log(`Confirmation trip, ${START} to ${END}: ${trip.files.length} files, ${trip.returns} returns`);
  console.log(trip.steps.map((file) => `  ${file}`).join("\n"));
  const pairs = twoWayPairs();
  console.log(`\nTwo-way folder pairs in lib/: ${pairs.length}`);
  for (const pair of pairs) console.log(`  ${pair}`);
}
