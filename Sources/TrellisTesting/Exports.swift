// Test helpers for layouts: `import TrellisTesting` brings Trellis and the renderers too.
@_exported import Trellis
@_exported import TrellisRender
