// Standalone entry: the remote alone, with the shell's providers (the shell
// loads ./routes through Module Federation instead). The async boundary lets
// the federation runtime negotiate shared packages first.
import(/* webpackChunkName: "standalone" */ './bootstrap');
