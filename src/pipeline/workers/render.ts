import { renderRoute, type RenderSetup, type RenderTask } from '../renderRoute.js';
import { serveTasks, type WorkerSetup } from '../../threads/worker.js';

/** A thread of the render stage: renders pages into the output folder. */
serveTasks((task: RenderTask, setup: WorkerSetup & RenderSetup) => renderRoute(task, setup));
