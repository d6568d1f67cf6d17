import { renderRoute, type RenderTask } from '../../stages/renderRoute.js';
import { serveTasks, type WorkerSetup } from '../worker.js';

/** A thread of the render stage: renders pages into the output folder. */
serveTasks((task: RenderTask, setup: Extract<WorkerSetup, { stage: 'render' }>) => renderRoute(task, setup));
