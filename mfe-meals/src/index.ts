// Standalone entry (the shell loads ./routes through Module Federation instead).
// The async boundary lets the federation runtime negotiate shared packages first.
import('./bootstrap');
