/**
 * Finds faces in a photo with @vladmandic/human in a worker thread (face-detector-worker.mjs explains
 * why a thread). One detector per process, started lazily by the first photo and kept warm; it is
 * referenced only while a request is waiting, so it never keeps a process alive on its own.
 *
 * Backend: WASM when @tensorflow/tfjs-backend-wasm (which ships the .wasm binaries, ~0.1 s a photo) is
 * installed, otherwise TensorFlow.js's pure-JavaScript CPU backend (same models and results, seconds a
 * photo). Either way the models load from node_modules/@vladmandic/human/models, never the network.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { FaceBox } from './faces';

/** Photos are scanned at this long side: BlazeFace looks at 256 px anyway; this keeps small faces findable. */
export const DETECT_LONG_SIDE = 800;
const LOAD_TIMEOUT_MS = 120_000;
const DETECT_TIMEOUT_MS = 60_000;

export interface DetectorInfo {
  backend: string;
  /** Import, model loading and the first (warming) inference. */
  loadMs: number;
}

export interface Detection {
  /** In the pixels of the image passed to detectFaces. */
  faces: FaceBox[];
  /** Inference time in the detector's thread. */
  ms: number;
}

/** [x, y, z] in the pixels of the image given; z is depth on about the same scale as x. */
export type MeshPoint = [number, number, number];

export interface FaceLandmarks extends FaceBox {
  /**
   * MediaPipe's 468-point face mesh followed by the two irises' 5 points each (468-472, 473-477:
   * centre, then four points on the iris edge), 478 points in all.
   */
  mesh: MeshPoint[];
}

export interface LandmarkDetection {
  faces: FaceLandmarks[];
  ms: number;
}

interface Pending {
  resolve: (detection: LandmarkDetection) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type WorkerMessage =
  | { type: 'ready'; backend: string; loadMs: number }
  | { type: 'result'; id: number; faces: FaceLandmarks[]; ms: number }
  | { type: 'error'; id: number; message: string };

const require = createRequire(import.meta.url);

function packagePaths() {
  const humanDist = dirname(require.resolve('@vladmandic/human'));
  const modelsDir = join(humanDist, '..', 'models');
  let wasmDir: string | null = null;
  try {
    const dir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
    if (existsSync(join(dir, 'tfjs-backend-wasm-simd.wasm'))) wasmDir = dir;
  } catch {
    // Not installed: the CPU backend it is.
  }
  return { humanModule: join(humanDist, 'human.esm.js'), modelsDir, wasmDir };
}

class FaceDetector {
  readonly ready: Promise<DetectorInfo>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(onExit: () => void) {
    const paths = packagePaths();
    this.worker = new Worker(new URL('./face-detector-worker.mjs', import.meta.url), {
      workerData: { ...paths, allowedDirs: [paths.modelsDir, ...(paths.wasmDir ? [paths.wasmDir] : [])] },
    });
    this.worker.unref();
    this.ready = new Promise<DetectorInfo>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the face detector did not start in time')), LOAD_TIMEOUT_MS);
      timer.unref();
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve({ backend: message.backend, loadMs: message.loadMs });
          return;
        }
        const request = this.pending.get(message.id);
        if (!request) return;
        this.settle(message.id);
        if (message.type === 'result') request.resolve({ faces: message.faces, ms: message.ms });
        else request.reject(new Error(`face detection failed: ${message.message}`));
      });
      const fail = (error: Error) => {
        clearTimeout(timer);
        this.failure = error;
        reject(error);
        for (const [id, request] of this.pending) {
          this.settle(id);
          request.reject(error);
        }
        onExit();
      };
      this.worker.on('error', fail);
      this.worker.on('exit', (code) => fail(new Error(`the face detector stopped (exit code ${code})`)));
    });
    // Nobody may be waiting yet; the failure is reported to whoever calls detect.
    this.ready.catch(() => undefined);
  }

  private settle(id: number): void {
    const request = this.pending.get(id);
    if (!request) return;
    clearTimeout(request.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  /** Faces in raw RGB pixels; with `landmarks`, each with its mesh and irises (FaceLandmarks). */
  async detect(pixels: Buffer, width: number, height: number, landmarks = false): Promise<LandmarkDetection> {
    await this.ready;
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    return new Promise<LandmarkDetection>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(id);
        reject(new Error('face detection timed out'));
      }, DETECT_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.ref();
      // A copy the thread can own; the caller's buffer may be a slice of a shared pool.
      const copy = new Uint8Array(pixels);
      this.worker.postMessage({ id, width, height, pixels: copy, landmarks }, [copy.buffer]);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

let shared: FaceDetector | undefined;

function detector(): FaceDetector {
  if (!shared) {
    const created = new FaceDetector(() => {
      // A crashed thread is replaced by the next request.
      if (shared === created) shared = undefined;
    });
    shared = created;
  }
  return shared;
}

/** Starts the detector if needed and waits until it is warm. */
export function warmFaceDetector(): Promise<DetectorInfo> {
  return detector().ready;
}

/** Faces in an encoded image (JPEG/PNG), in that image's pixels. */
export async function detectFaces(image: Buffer): Promise<Detection & { width: number; height: number }> {
  const { data, info } = await sharp(image)
    .resize(DETECT_LONG_SIDE, DETECT_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The photos given here are normalised (orientation applied), so the stored size is the shown size.
  const { width = info.width, height = info.height } = await sharp(image).metadata();
  const scale = width / info.width;
  const detection = await detector().detect(data, info.width, info.height);
  return {
    width,
    height,
    ms: detection.ms,
    faces: detection.faces.map((face) => ({
      x: face.x * scale,
      y: face.y * scale,
      width: face.width * scale,
      height: face.height * scale,
      score: face.score,
    })),
  };
}

/**
 * The face mesh and irises of the faces in raw RGB pixels (3 bytes a pixel, `width`×`height`), in those
 * pixels. The same thread and models as the face check; the iris model runs only here.
 */
export async function detectLandmarks(pixels: Buffer, width: number, height: number): Promise<LandmarkDetection> {
  if (pixels.length !== width * height * 3) throw new Error('detectLandmarks expects raw RGB pixels');
  return detector().detect(pixels, width, height, true);
}

/** Stops the detector thread (scripts that want to exit promptly). */
export async function closeFaceDetector(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
