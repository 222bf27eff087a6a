// The dev server of a remote running on its own.

/**
 * `npm run dev -w <remote>`: the remote alone on its own port, with the
 * shell's providers (its standalone entry), talking to a running gateway
 * (`GATEWAY_URL`, default the local one) for /api and /config.json.
 * @param {number} port
 * @param {string | undefined} [gatewayUrl]
 * @returns {import('@rspack/dev-server').Configuration}
 */
export function standaloneDevServer(port, gatewayUrl = process.env.GATEWAY_URL) {
  return {
    port,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    proxy: [
      {
        context: ['/api', '/config.json'],
        target: gatewayUrl || 'http://127.0.0.1:8080',
      },
    ],
  };
}
