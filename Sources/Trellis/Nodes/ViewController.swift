/// The part of `UIViewController` that layout code touches: a root ``view`` made on first use
/// by ``loadView()`` (a plain ``LayoutNode`` at frame zero, as UIKit makes one before it is
/// shown) and then ``viewDidLoad()``, where ported code adds and constrains subviews. Trellis
/// has no presentation, so the app sets the view's frame (the screen it stands for).
///
/// ```swift
/// final class ProfileViewController: ViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.backgroundColor = .white
///     }
/// }
/// let controller = ProfileViewController()
/// controller.view.frame = Rect(x: 0, y: 0, width: 375, height: 667)
/// controller.view.layoutIfNeeded()
/// ```
open class ViewController {
    private var loadedView: LayoutNode?

    /// Creates a controller whose view is not loaded yet.
    public init() {}

    /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
    public var view: LayoutNode! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded (or set).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain ``LayoutNode`` at frame zero; override to make your own and
    /// assign it to ``view`` (without calling super, as in UIKit).
    open func loadView() {
        loadedView = LayoutNode(frame: .zero)
    }

    /// Called once after the view is loaded: add and constrain subviews here.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = LayoutNode(frame: .zero) }
        viewDidLoad()
    }
}
