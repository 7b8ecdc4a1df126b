"""The salon's site as the static-first layer is given it (static_first.site):
every route in every language, the site's address, /admin/ as a subtree with
its own policy, and what the pages may embed or send a form to.

rxconfig.py names `describe` by reference; the layer calls it while
compiling, once per compile: a bad value in the content or in content/cms.yml
stops the build there with its lines.
"""

from salon import content, routes, seo
from salon.build_stop import stop_build
from salon.cms import admin, cms_settings
from salon.form_destination import delivery
from salon.web_origin import origin
from salon_components.js_module import widget
from static_first import Language, Route, StaticSite, Subtree

# The package stylesheet react-slick needs, joined into the global one.
SLICK_CSS = "slick-carousel/slick/slick.css"
# The custom elements and the two head-script modules they share (consent and
# keep_attribute): the chunk a page without React loads alone.
ELEMENTS_MEMBERS = (
    r"[\\/]public[\\/]js[\\/](?:elements[\\/]|inline[\\/](?:consent|keep_attribute)\.js$)"
)


def _route(route: routes.Route) -> Route:
    return Route(
        path=route.path,
        language=Language(route.locale.code, route.locale.prefix),
        url="" if route.is_not_found else seo.page_url(route),
        alternates=() if route.is_not_found else tuple(seo.alternates(route)),
        in_sitemap=route.in_sitemap,
        not_found=route.is_not_found,
        render=route.component,
    )


def describe() -> StaticSite:
    with stop_build():
        admin_policy = admin.admin_policy(cms_settings.load_settings())
        contents = content.load()
    salon = contents.default
    form_origin = delivery(salon).origin
    every_route = [
        *routes.all_routes(contents=contents),
        *routes.not_found_routes(contents=contents),
    ]
    return StaticSite(
        url=salon.site_url,
        languages=tuple(Language(locale.code, locale.prefix) for locale in contents.languages),
        routes=tuple(_route(route) for route in every_route),
        subtrees=(Subtree(admin.FOLDER, admin_policy, headers={"X-Robots-Tag": admin.ROBOTS}),),
        # The only page the site embeds in an iframe is the map.
        frame_origins=(origin(salon.map.embed_url),),
        form_origins=(form_origin,) if form_origin else (),
        react_prefix=widget(""),
        # Says that React ran; a page that needs nothing else of React goes without.
        hydration_marker=widget("hydration.jsx"),
        elements_members=ELEMENTS_MEMBERS,
        package_stylesheets=(SLICK_CSS,),
        # assets/js/ (bundled or inlined) and assets/css/ (bundled by Reflex).
        build_inputs=("js", "css"),
    )
