"""What Reflex hands a build plugin's hooks: the context types its Plugin
base class (reflex_base.plugins) types each hook with, `**context:
Unpack[PreCompileContext]` and so on. reflex.plugins re-exports only some of
them (not PostBuildContext), so the layer and the app take them all from here."""

from reflex_base.plugins import CommonContext, PostBuildContext, PreCompileContext

__all__ = ["CommonContext", "PostBuildContext", "PreCompileContext"]
