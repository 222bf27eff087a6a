/**
 * Whether this process takes new work. It turns false once, when the process
 * is asked to stop, so load balancers (the gateway's replica pool, a
 * Kubernetes readiness probe) route around it before it closes.
 */
export class Readiness {
  private draining = false;

  get ready(): boolean {
    return !this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }
}

/** The readiness path: 200 while the process takes work, 503 once it drains. No dependency is checked, so polling it is cheap. */
export const READINESS_PATH = '/healthz/ready';
/** The health path, which answers 503 too while draining. */
export const HEALTH_PATH = '/healthz';
