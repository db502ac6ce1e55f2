/**
 * The face detector's thread: @vladmandic/human (BlazeFace + FaceMesh; the iris model too when the
 * character features ask for landmarks) on TensorFlow.js. Plain JavaScript, because it runs as a
 * worker_threads entry that no TypeScript loader reaches.
 *
 * Why a thread of its own: inference is synchronous CPU work (≈0.1 s on WASM, seconds on the pure-JS
 * CPU backend) that would stall every HTTP request of the process; and Human's self-contained ESM build
 * (tfjs bundled in, so no separate tfjs packages) assumes a browser. It bundles tfjs's Node platform
 * without Node's `util`, which crashes at import, and its WASM loader reaches for `__dirname` on Node.
 * So inside this thread only, Node is hidden (`process.versions.node`) and tfjs gets a small platform of
 * our own whose fetch reads local files and refuses everything else: models and the WASM binary come
 * from node_modules, and nothing here can touch the network.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { types } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ humanModule: string, modelsDir: string, wasmDir: string | null, allowedDirs: string[] }} */
const { humanModule, modelsDir, wasmDir, allowedDirs } = workerData;

delete process.versions.node;

/** Reads a file:// URL under one of the allowed directories. */
async function readLocal(url) {
  if (typeof url !== 'string' || !url.startsWith('file://')) {
    throw new Error(`the face detector loads local files only, not ${String(url)}`);
  }
  const path = resolve(fileURLToPath(url));
  if (!allowedDirs.some((dir) => path.startsWith(`${dir}/`))) throw new Error(`not an allowed file: ${path}`);
  return readFile(path);
}

const started = performance.now();
const { Human } = await import(pathToFileURL(humanModule).href);

const human = new Human({
  backend: wasmDir ? 'wasm' : 'cpu',
  wasmPath: wasmDir ? pathToFileURL(`${wasmDir}/`).href : '',
  // The WASM binary is fetched through tfjs's platform fetch, i.e. readLocal below.
  wasmPlatformFetch: true,
  modelBasePath: pathToFileURL(`${modelsDir}/`).href,
  cacheModels: false,
  // Still photos, not video: never reuse a previous frame's result.
  cacheSensitivity: 0,
  skipAllowed: false,
  warmup: 'none',
  debug: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 6, minConfidence: 0.3, skipFrames: 0, skipTime: 0, return: false },
    // The mesh confirms each BlazeFace box is a human face (it drops cats and patterns) and tightens the box.
    mesh: { enabled: true, keepInvalid: false },
    // Loaded at start so the first landmarks request is not slow; each request says whether it runs.
    iris: { enabled: true },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
});

const tf = human.tf;
const encoder = new TextEncoder();
tf.setPlatform('storybook-worker', {
  fetch: async (url) => {
    const data = await readLocal(url);
    return {
      ok: true,
      status: 200,
      arrayBuffer: async () => data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
      json: async () => JSON.parse(data.toString('utf8')),
      text: async () => data.toString('utf8'),
    };
  },
  now: () => performance.now(),
  encode: (text) => encoder.encode(text),
  decode: (bytes, encoding) => new TextDecoder(encoding).decode(bytes),
  isTypedArray: (value) =>
    types.isFloat32Array(value) ||
    types.isInt32Array(value) ||
    types.isUint8Array(value) ||
    types.isUint8ClampedArray(value),
  setTimeoutCustom: (callback, delay) => setTimeout(callback, delay),
});

// GraphModel files (model.json + weight shards) straight from disk.
tf.io.registerLoadRouter((url) => {
  if (typeof url !== 'string' || !url.startsWith('file://')) return null;
  return {
    load: async () => {
      const model = JSON.parse((await readLocal(url)).toString('utf8'));
      const shards = await Promise.all(
        model.weightsManifest.flatMap((group) => group.paths).map((path) => readLocal(new URL(path, url).href)),
      );
      const weights = Buffer.concat(shards);
      return {
        modelTopology: model.modelTopology,
        format: model.format,
        generatedBy: model.generatedBy,
        convertedBy: model.convertedBy,
        signature: model.signature,
        userDefinedMetadata: model.userDefinedMetadata,
        weightSpecs: model.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
});

// Threads would need SharedArrayBuffer workers of their own; one thread is plenty for one photo.
tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
await human.load();
await tf.ready();
const backend = tf.getBackend();
if (backend !== human.config.backend) throw new Error(`face detector backend ${human.config.backend} did not start`);
// One detection on a small blank image compiles the kernels, so the first parent's photo is not slow.
const blank = tf.zeros([128, 128, 3], 'int32');
await human.detect(blank);
tf.dispose(blank);
parentPort.postMessage({ type: 'ready', backend, loadMs: performance.now() - started });

// One photo at a time: Human keeps per-call state.
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(async () => {
    const { id, width, height, pixels, landmarks } = message;
    const begun = performance.now();
    try {
      const input = tf.tensor3d(new Int32Array(pixels), [height, width, 3], 'int32');
      // Human merges every call's config into its own, so both modes say what they want. The face check
      // needs boxes only; the features step (server/src/characters/features) needs the mesh and irises.
      const result = await human.detect(input, { face: { iris: { enabled: Boolean(landmarks) } } });
      tf.dispose(input);
      if (result.error) throw new Error(String(result.error));
      const faces = result.face.map((face) => ({
        x: face.box[0],
        y: face.box[1],
        width: face.box[2],
        height: face.box[3],
        score: face.score,
        ...(landmarks ? { mesh: face.mesh.map((point) => [point[0], point[1], point[2] ?? 0]) } : {}),
      }));
      parentPort.postMessage({ type: 'result', id, faces, ms: performance.now() - begun });
    } catch (error) {
      parentPort.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
    }
  });
});
