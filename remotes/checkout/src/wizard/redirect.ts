/**
 * Sends the browser to the payment page. A full page load, not a router navigation: the gateway is
 * another site (the sandbox gateway is served by the API, outside the shell's routes).
 */
export function redirectToPayment(url: string): void {
  window.location.assign(url);
}
